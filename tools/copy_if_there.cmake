# cmake -DSRC=file -DDST=file -P copy_if_there.cmake: copies SRC to DST when SRC exists (an optional
# part of the page, such as the online tables' client library), says so when it does not.
if(EXISTS "${SRC}")
  file(COPY_FILE "${SRC}" "${DST}" ONLY_IF_DIFFERENT)
else()
  message(STATUS "not copied (absent): ${SRC}")
endif()
