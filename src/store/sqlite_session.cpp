#include "store/sqlite_session.h"

#include <fmt/format.h>

namespace cubilete::store::lite {

SqlRows Session::run(std::string_view sql, const std::vector<SqlValue>& params) {
  Statement& st = statements_.get(std::string(sql));
  // SQLite numbers "$1", "$2", ... in the order they first appear: each is bound by its name.
  if (st.parameters() != int(params.size()))
    throw std::runtime_error(
        fmt::format("SQLite: {} parameters given to a statement of {} (in: {})", params.size(),
                    st.parameters(), sql.substr(0, 80)));
  for (size_t i = 0; i < params.size(); ++i) {
    const int at = st.parameter(fmt::format("${}", i + 1).c_str());
    if (at == 0)
      throw std::runtime_error(
          fmt::format("SQLite: ${} is not in the statement (in: {})", i + 1, sql.substr(0, 80)));
    std::visit(
        [&](const auto& v) {
          using T = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<T, std::nullptr_t>)
            st.bind_null(at);
          else
            st.bind(at, v);
        },
        params[i]);
  }
  SqlRows rows(size_t(st.columns()));
  try {
    while (st.step())
      for (int c = 0; c < st.columns(); ++c) {
        switch (st.type(c)) {
          case SQLITE_NULL:
            rows.add(nullptr);
            break;
          case SQLITE_INTEGER:
            rows.add(st.integer(c));
            break;
          case SQLITE_FLOAT:
            rows.add(st.real(c));
            break;
          default:
            rows.add(st.text(c));
        }
      }
  } catch (const std::runtime_error& e) {
    st.reset();
    throw std::runtime_error(fmt::format("SQLite: {} (in: {})", e.what(), sql.substr(0, 80)));
  }
  st.reset();
  return rows;
}

}  // namespace cubilete::store::lite
