package web

import (
	"html"
	"html/template"
	"net/http"

	"github.com/microcosm-cc/bluemonday"
)

type Comment struct {
	Author string
	Body   template.HTML
}

var commentTmpl = template.Must(template.New("c").Parse(`<p>{{.Author}}: {{.Body}}</p>`))

func ShowComment(w http.ResponseWriter, r *http.Request) {
	body := r.FormValue("body")
	// ruleid: go-template-unescaped-variable
	c := Comment{Author: "anon", Body: template.HTML(body)}
	commentTmpl.Execute(w, c)
}

func Link(href string) template.URL {
	// ruleid: go-template-unescaped-variable
	return template.URL(href)
}

func InlineScript(cfg string) template.JS {
	// ruleid: go-template-unescaped-variable
	return template.JS("var cfg = " + cfg)
}

var policy = bluemonday.UGCPolicy()

func ShowCommentSafe(w http.ResponseWriter, r *http.Request) {
	// ok: go-template-unescaped-variable
	c := Comment{Author: "anon", Body: template.HTML(policy.Sanitize(r.FormValue("body")))}
	commentTmpl.Execute(w, c)
}

func Footer() template.HTML {
	// ok: go-template-unescaped-variable
	return template.HTML(`<footer>&copy; Example Corp</footer>`)
}

func Escaped(s string) template.HTML {
	// ok: go-template-unescaped-variable
	return template.HTML(html.EscapeString(s))
}
