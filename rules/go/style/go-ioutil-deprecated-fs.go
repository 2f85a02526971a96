package scratch

import (
	"io/ioutil"
	"os"
)

func Workdir() (string, error) {
	// ruleid: go-ioutil-deprecated-fs
	return ioutil.TempDir("", "build-")
}

func Scratch() (*os.File, error) {
	// ruleid: go-ioutil-deprecated-fs
	return ioutil.TempFile("", "scratch-*.txt")
}

func WorkdirNew() (string, error) {
	// ok: go-ioutil-deprecated-fs
	return os.MkdirTemp("", "build-")
}

func ScratchNew() (*os.File, error) {
	// ok: go-ioutil-deprecated-fs
	return os.CreateTemp("", "scratch-*.txt")
}
