package login

import (
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"
)

func AfterLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	// ruleid: go-open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func Logout(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-open-redirect
	http.Redirect(w, r, r.URL.Query().Get("return_to"), http.StatusSeeOther)
}

func GinBack(c *gin.Context) {
	target := c.Query("to")
	// ruleid: go-open-redirect
	c.Redirect(http.StatusFound, target)
}

func isSafeRedirect(target string) bool {
	u, err := url.Parse(target)
	return err == nil && u.Host == "" && u.Scheme == "" && len(u.Path) > 0 && u.Path[0] == '/'
}

func AfterLoginSafe(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !isSafeRedirect(next) {
		next = "/"
	}
	// ok: go-open-redirect
	http.Redirect(w, r, next, http.StatusFound)
}

func ToProfile(w http.ResponseWriter, r *http.Request) {
	user := r.URL.Query().Get("user")
	// ok: go-open-redirect
	http.Redirect(w, r, "/profile/"+url.PathEscape(user), http.StatusFound)
}

func ToSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	// ok: go-open-redirect
	http.Redirect(w, r, "/search?q="+q, http.StatusFound)
}

const loginPath = "/login"

func RequireLogin(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	// ok: go-open-redirect
	http.Redirect(w, r, loginPath+"?next="+url.QueryEscape(next), http.StatusFound)
}

func Home(w http.ResponseWriter, r *http.Request) {
	// ok: go-open-redirect
	http.Redirect(w, r, "/dashboard", http.StatusMovedPermanently)
}
