/* SDL2 for Swift: pkg-config's `sdl2` puts SDL2's include directory on the path. */
#include <SDL.h>
