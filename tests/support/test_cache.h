#pragma once
// Where the tests keep solved tables: a directory of the build tree named after the code that
// filled it. The key is the linker's build id of the test binary (a hash of the linked code,
// the solver among it), so any change to the code starts from an empty cache instead of reading
// tables the previous code wrote under the same rules and format version.
#include <link.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

namespace cubilete::test {

namespace detail {
inline int read_build_id(dl_phdr_info* info, size_t, void* out) {
  if (info->dlpi_name && info->dlpi_name[0]) return 0;  // only the executable itself
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const auto& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* p = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      const auto* note = reinterpret_cast<const ElfW(Nhdr)*>(p);
      const char* name = p + sizeof(ElfW(Nhdr));
      const char* desc = name + ((note->n_namesz + 3) & ~3u);
      if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
        auto& hex = *static_cast<std::string*>(out);
        for (unsigned k = 0; k < note->n_descsz; ++k) {
          static const char digits[] = "0123456789abcdef";
          const auto byte = static_cast<unsigned char>(desc[k]);
          hex += digits[byte >> 4];
          hex += digits[byte & 15];
        }
        return 1;
      }
      p = desc + ((note->n_descsz + 3) & ~3u);
    }
  }
  return 0;
}
}  // namespace detail

// The test binary's GNU build id in hex; without one (a linker that writes none), a 64-bit
// FNV-1a hash of the executable file.
inline std::string code_key() {
  std::string key;
  dl_iterate_phdr(detail::read_build_id, &key);
  if (!key.empty()) return key;
  std::ifstream exe("/proc/self/exe", std::ios::binary);
  uint64_t h = 1469598103934665603ull;
  for (std::istreambuf_iterator<char> it(exe), end; it != end; ++it)
    h = (h ^ static_cast<unsigned char>(*it)) * 1099511628211ull;
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
  return text;
}

// The cache directory of this build's code: CUBILETE_TEST_CACHE_ROOT/<code_key()>.
inline std::string test_cache_directory() { return std::string(CUBILETE_TEST_CACHE_ROOT) + "/" + code_key(); }

}  // namespace cubilete::test
