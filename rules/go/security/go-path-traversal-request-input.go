package files

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	securejoin "github.com/cyphar/filepath-securejoin"
)

const uploadDir = "/srv/uploads"

func Download(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	// ruleid: go-path-traversal-request-input
	f, err := os.Open(filepath.Join(uploadDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	io.Copy(w, f)
}

func Serve(w http.ResponseWriter, r *http.Request) {
	p := filepath.Join(uploadDir, r.FormValue("path"))
	// ruleid: go-path-traversal-request-input
	http.ServeFile(w, r, p)
}

func Upload(w http.ResponseWriter, r *http.Request) {
	name := r.Header.Get("X-Filename")
	body, _ := io.ReadAll(r.Body)
	// ruleid: go-path-traversal-request-input
	if err := os.WriteFile(uploadDir+"/"+name, body, 0o600); err != nil {
		http.Error(w, "write failed", http.StatusInternalServerError)
	}
}

func DownloadBase(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.URL.Query().Get("file"))
	// ok: go-path-traversal-request-input
	f, err := os.Open(filepath.Join(uploadDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	io.Copy(w, f)
}

func ServeChecked(w http.ResponseWriter, r *http.Request) {
	p := filepath.Join(uploadDir, r.FormValue("path"))
	rel, err := filepath.Rel(uploadDir, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal-request-input
	http.ServeFile(w, r, p)
}

func ServeLocal(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if !filepath.IsLocal(name) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal-request-input
	data, err := os.ReadFile(filepath.Join(uploadDir, name))
	if err == nil {
		w.Write(data)
	}
}

func DownloadScoped(w http.ResponseWriter, r *http.Request) {
	p, err := securejoin.SecureJoin(uploadDir, r.URL.Query().Get("file"))
	if err != nil {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal-request-input
	f, err := os.Open(p)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	io.Copy(w, f)
}

func ServePrefixed(w http.ResponseWriter, r *http.Request) {
	p := filepath.Join(uploadDir, r.FormValue("path"))
	if !strings.HasPrefix(p, uploadDir+string(filepath.Separator)) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	// ok: go-path-traversal-request-input
	http.ServeFile(w, r, p)
}

func Thumbnail(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if !strings.HasPrefix(name, "thumb_") {
		http.Error(w, "not a thumbnail", http.StatusBadRequest)
		return
	}
	// "thumb_/../../etc/passwd" passes the check and leaves uploadDir.
	// ruleid: go-path-traversal-request-input
	data, err := os.ReadFile(filepath.Join(uploadDir, name))
	if err == nil {
		w.Write(data)
	}
}

func Index(w http.ResponseWriter, r *http.Request) {
	// ok: go-path-traversal-request-input
	http.ServeFile(w, r, filepath.Join(uploadDir, "index.html"))
}
