#include "cli/help_format.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "core/text.h"

namespace cubilete::cli {

namespace {

constexpr size_t kWidth = 80;

// Each line of `text` wrapped to `width` and every output line but the first preceded by `indent`;
// a line that starts with a space (an example command) is kept as written.
std::string wrap_block(std::string_view text, size_t width, const std::string& indent) {
  std::string out;
  for (size_t start = 0; start < text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    const auto line = text.substr(start, end - start);
    const std::string wrapped =
        line.empty() ? "\n" : line[0] == ' ' ? std::string(line) + "\n" : wrap_text(line, width);
    for (size_t i = 0; i < wrapped.size(); ++i) {
      out += wrapped[i];
      if (wrapped[i] == '\n') out += indent;
    }
    start = end + 1;
  }
  // The indent after the last newline belongs to no line.
  return out.substr(0, out.size() - indent.size());
}

class WrappingFormatter : public CLI::Formatter {
 public:
  std::string make_option(const CLI::Option* opt, bool is_positional) const override {
    return two_columns(make_option_name(opt, is_positional) + make_option_opts(opt), make_option_desc(opt));
  }
  std::string make_subcommand(const CLI::App* sub) const override {
    return two_columns(sub->get_display_name(true), sub->get_description());
  }
  std::string make_description(const CLI::App* app) const override {
    const std::string& d = app->get_description();
    return d.empty() ? std::string() : wrap_block(d, kWidth, "");
  }
  std::string make_footer(const CLI::App* app) const override {
    const std::string& f = app->get_footer();
    return f.empty() ? std::string() : wrap_block(f, kWidth, "");
  }

 private:
  // "  NAME" padded to the description column (or alone on its line when wider), then the
  // description wrapped within 80 columns, continued under itself.
  std::string two_columns(const std::string& name, const std::string& description) const {
    const size_t column = get_column_width();
    std::string out = "  " + name;
    if (description.empty()) return out + "\n";
    out += out.size() >= column ? "\n" + std::string(column, ' ') : std::string(column - out.size(), ' ');
    return out + wrap_block(description, kWidth - column, std::string(column, ' '));
  }
};

}  // namespace

std::shared_ptr<CLI::Formatter> wrapping_formatter() { return std::make_shared<WrappingFormatter>(); }

}  // namespace cubilete::cli
