# `cmake --install build [--prefix P]`: the framework, the built-in variants, the command line's
# reusable part and a CMake package, so that another project can write
#   find_package(boardlab CONFIG REQUIRED)
#   boardlab_add_cli(boardlab VARIANTS my::Variant HEADERS my_variant.hpp)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(BOARDLAB_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/boardlab)
foreach(tree framework variants tools/registry tools/cli tools/protocol tools/match tools/experiment
             tools/render tools/verify tools/tune)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${tree}/ DESTINATION include/boardlab/${tree}
          FILES_MATCHING PATTERN "*.hpp")
endforeach()
install(TARGETS boardlab_framework ${BOARDLAB_TOOLS_LIBRARIES} EXPORT boardlabTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS boardlab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT boardlabTargets NAMESPACE boardlab:: DESTINATION ${BOARDLAB_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/tools/cmake/boardlabConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/boardlabConfig.cmake
                              INSTALL_DESTINATION ${BOARDLAB_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/boardlabConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/boardlabConfig.cmake
              ${PROJECT_BINARY_DIR}/boardlabConfigVersion.cmake
              ${PROJECT_SOURCE_DIR}/tools/cmake/BoardlabCli.cmake
              ${PROJECT_SOURCE_DIR}/variants/variants.cmake
        DESTINATION ${BOARDLAB_CMAKE_DIR})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR})
