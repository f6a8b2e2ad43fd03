// Boost.Asio's and Boost.Beast's compiled parts, once for the program. Every unit that includes
// them is compiled with BOOST_ASIO_SEPARATE_COMPILATION and BOOST_BEAST_SEPARATE_COMPILATION
// (CMakeLists.txt), so it parses and compiles only their declarations and templates.
#include <boost/asio/impl/src.hpp>
#include <boost/beast/src.hpp>
