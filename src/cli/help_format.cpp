#include "cli/help_format.h"

#include <string>

#include "core/text.h"

namespace cubilete::cli {

namespace {

constexpr size_t kWidth = 80;

class WrappingFormatter : public CLI::Formatter {
 public:
  std::string make_option(const CLI::Option* opt, bool is_positional) const override {
    return two_columns(make_option_name(opt, is_positional) + make_option_opts(opt), make_option_desc(opt));
  }
  std::string make_subcommand(const CLI::App* sub) const override {
    return two_columns(sub->get_display_name(true), sub->get_description());
  }
  std::string make_description(const CLI::App* app) const override {
    return wrap_paragraphs(app->get_description(), kWidth);
  }
  std::string make_footer(const CLI::App* app) const override { return wrap_paragraphs(app->get_footer(), kWidth); }

 private:
  // "  NAME" padded to the description column (or alone on its line when wider), then the
  // description wrapped within 80 columns, continued under itself.
  std::string two_columns(const std::string& name, const std::string& description) const {
    const std::string column(get_column_width(), ' ');
    std::string left = "  " + name;
    if (description.empty()) return left + "\n";
    if (left.size() >= column.size()) return left + "\n" + wrap_paragraphs(description, kWidth, column, column);
    return wrap_paragraphs(description, kWidth, column, left + column.substr(left.size()));
  }
};

}  // namespace

std::shared_ptr<CLI::Formatter> wrapping_formatter() { return std::make_shared<WrappingFormatter>(); }

}  // namespace cubilete::cli
