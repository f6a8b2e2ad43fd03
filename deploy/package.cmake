# The Debian package: `make package` (cmake --build build --target package) packs what
# this build already made (no second build) into build/cubilete_<version>_amd64.deb, and the ctest
# test deploy_package unpacks and runs it (tests/deploy/package_test.sh). docs/operating.md, "From
# a fresh Debian 12 server to a public table on HTTPS", says what goes where and why.

# The manual page and the service's config file are what the program prints, written after every
# link, so neither can drift from --help: the page from every command's help (man_page.h), the
# config with every serve option commented with its default, the package's paths set, and nginx on
# the same machine trusted for X-Forwarded-For (the service listens on 127.0.0.1 only: whatever
# reaches it from there is the proxy; without it everyone behind nginx would be one address to
# the per-address limits).
set(CUBILETE_PACKAGE_WEB /usr/share/cubilete/web)
set(CUBILETE_PACKAGE_DB /var/lib/cubilete/tables.db)
add_custom_command(
  OUTPUT ${CMAKE_BINARY_DIR}/cubilete.1 ${CMAKE_BINARY_DIR}/cubilete.1.gz ${CMAKE_BINARY_DIR}/cubilete.toml
  COMMAND sh -c "\"$1\" help --man > cubilete.1 && gzip -9nc cubilete.1 > cubilete.1.gz" sh $<TARGET_FILE:cubilete>
  COMMAND sh -c "\"$1\" serve --print-config --web \"$2\" --db \"$3\" --trusted-proxy 127.0.0.1 --trusted-proxy ::1 --two-player-table generala --two-player-table general > cubilete.toml"
          sh $<TARGET_FILE:cubilete>
          ${CUBILETE_PACKAGE_WEB} ${CUBILETE_PACKAGE_DB}
  DEPENDS cubilete
  WORKING_DIRECTORY ${CMAKE_BINARY_DIR}
  COMMENT "Writing the manual page cubilete.1 and the service's cubilete.toml"
  VERBATIM)
add_custom_target(cubilete_package_files ALL
  DEPENDS ${CMAKE_BINARY_DIR}/cubilete.1.gz ${CMAKE_BINARY_DIR}/cubilete.toml)

# What the package holds. The browser app is web/dist as `make build` (npm run build) left it.
install(TARGETS cubilete RUNTIME DESTINATION bin)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/web/dist/ DESTINATION share/cubilete/web)
install(FILES ${CMAKE_BINARY_DIR}/cubilete.1.gz DESTINATION share/man/man1)
install(FILES ${CMAKE_BINARY_DIR}/cubilete.toml DESTINATION /etc/cubilete)
# Debian 12 keeps units in /lib/systemd/system (files do not move between / and /usr in bookworm).
install(FILES ${CMAKE_SOURCE_DIR}/deploy/systemd/cubilete.service DESTINATION /lib/systemd/system)
# The backup timer ships disabled: an operator turns it on (docs/operating.md, "Backups").
install(FILES ${CMAKE_SOURCE_DIR}/deploy/systemd/cubilete-backup.service
              ${CMAKE_SOURCE_DIR}/deploy/systemd/cubilete-backup.timer DESTINATION /lib/systemd/system)
install(FILES ${CMAKE_SOURCE_DIR}/deploy/systemd/cubilete.sysusers DESTINATION lib/sysusers.d
        RENAME cubilete.conf)
# The nginx site's template and its renderer, for the HTTPS front (deploy/nginx/).
install(FILES ${CMAKE_SOURCE_DIR}/deploy/nginx/cubilete.conf.in DESTINATION share/cubilete/nginx)
install(PROGRAMS ${CMAKE_SOURCE_DIR}/deploy/nginx/render.sh DESTINATION share/cubilete/nginx)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME cubilete)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "cubilete maintainers <cubilete@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "online table and engine for traditional dice games")
set(CPACK_PACKAGE_DESCRIPTION
    "Exact rules of Generala, General, Yatzy, Yahtzee, Farkle, the three-dice games and Damma, with bots "
    "that play from exact solutions, a terminal game, and an online table (a browser app served over HTTP "
    "and WebSocket) run as the systemd service cubilete.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # cubilete_<version>_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The libraries' packages as dpkg-shlibdeps finds them (Debian 12's), what postinst needs to
# make the service's user (systemd-sysusers, or adduser without systemd), and libpq, which the
# program opens itself when a PostgreSQL store is asked for (dpkg-shlibdeps does not see it).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "systemd | adduser, libpq5 (>= 14)")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "nginx")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "certbot, postgresql, sqlite3")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${CMAKE_SOURCE_DIR}/deploy/debian/postinst ${CMAKE_SOURCE_DIR}/deploy/debian/prerm
    ${CMAKE_SOURCE_DIR}/deploy/debian/postrm ${CMAKE_SOURCE_DIR}/deploy/debian/conffiles)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
include(CPack)
