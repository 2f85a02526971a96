package storage

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
)

type Settings struct {
	Theme string `json:"theme"`
}

func Save(dir string, data []byte) {
	// ruleid: go-ignored-error-io
	os.MkdirAll(dir, 0o755)
	// ruleid: go-ignored-error-io
	os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644)
}

func Load(raw []byte) Settings {
	var s Settings
	// ruleid: go-ignored-error-io
	_ = json.Unmarshal(raw, &s)
	return s
}

func Proxy(w http.ResponseWriter, resp *http.Response) {
	// ruleid: go-ignored-error-io
	io.Copy(w, resp.Body)
}

func SaveSafe(dir string, data []byte) error {
	// ok: go-ignored-error-io
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// ok: go-ignored-error-io
	return os.WriteFile(filepath.Join(dir, "settings.json"), data, 0o644)
}

func LoadSafe(raw []byte) (Settings, error) {
	var s Settings
	// ok: go-ignored-error-io
	err := json.Unmarshal(raw, &s)
	return s, err
}

func ProxySafe(w http.ResponseWriter, resp *http.Response) (int64, error) {
	// ok: go-ignored-error-io
	n, err := io.Copy(w, resp.Body)
	return n, err
}

func Cleanup(tmp string) {
	// ok: go-ignored-error-io
	defer os.RemoveAll(tmp)
}

func DiscardTemp(path string) {
	// ok: go-ignored-error-io
	_ = os.Remove(path)
}
