package web

import (
	"bytes"
	"net/http"
	"os"
	"text/template"
)

var page = template.Must(template.New("page").Parse(`<h1>Hello {{.Name}}</h1>`))

type Server struct{ tmpl *template.Template }

func Hello(w http.ResponseWriter, r *http.Request) {
	data := map[string]string{"Name": r.URL.Query().Get("name")}
	// ruleid: go-text-template-html-output
	page.Execute(w, data)
}

func (s *Server) Profile(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-text-template-html-output
	if err := s.tmpl.ExecuteTemplate(w, "profile.html", r.FormValue("bio")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func RenderConfig(path string, values map[string]string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	// ok: go-text-template-html-output
	return page.Execute(f, values)
}

func EmailBody(w http.ResponseWriter, r *http.Request) {
	var buf bytes.Buffer
	// ok: go-text-template-html-output
	page.Execute(&buf, map[string]string{"Name": "team"})
	w.Header().Set("Content-Type", "text/plain")
}
