# The Debian package (cpack -G DEB, see scripts/package.sh): claimscope_<version>_amd64.deb.
# Depends is computed from the binaries by dpkg-shlibdeps, plus the Qt plugins they load at
# run time, which no binary links to.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME claimscope)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Claimscope developers")
set(CPACK_PACKAGE_CONTACT ${CLAIMSCOPE_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${CLAIMSCOPE_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for judging RAG chatbot conversations with an LLM")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Claimscope loads or edits a conversation with the retrieval context
behind each answer, runs DeepEval, promptfoo and TrustifAI metrics
against a judge model and shows why every score came out: claim by
claim, verdict by verdict, with charts. A built-in offline judge needs
no key and no network; any OpenAI-compatible endpoint can judge
instead. claimscope-cli runs the same engine for scripts and CI.")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
