#pragma once

#include <QString>

namespace claimscope {

// The version of this build (project() in CMakeLists.txt): shown by --version and About, and
// written into every export and stored result so each says which build produced it. Any thread.
QString appVersion();

} // namespace claimscope
