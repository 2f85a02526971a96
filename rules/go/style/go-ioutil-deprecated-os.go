package conf

import (
	"io/ioutil"
	"os"
)

func Load(path string) ([]byte, error) {
	// ruleid: go-ioutil-deprecated-os
	return ioutil.ReadFile(path)
}

func Store(path string, data []byte) error {
	// ruleid: go-ioutil-deprecated-os
	return ioutil.WriteFile(path, data, 0o600)
}

func LoadNew(path string) ([]byte, error) {
	// ok: go-ioutil-deprecated-os
	return os.ReadFile(path)
}

func StoreNew(path string, data []byte) error {
	// ok: go-ioutil-deprecated-os
	return os.WriteFile(path, data, 0o600)
}
