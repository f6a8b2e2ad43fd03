#pragma once
// One visitor of several lambdas, for std::visit over a variant: each alternative goes to the
// lambda that takes it (`std::visit(Overloaded{[](const A&) {...}, [](const B&) {...}}, v)`).

namespace cubilete {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace cubilete
