package proxy

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

var client = &http.Client{Timeout: 5 * time.Second}

func Fetch(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	// ruleid: go-ssrf-request-url
	resp, err := http.Get(target)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}

func Webhook(w http.ResponseWriter, r *http.Request) {
	callback := r.FormValue("callback")
	// ruleid: go-ssrf-request-url
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, callback, nil)
	client.Do(req)
}

func Preview(w http.ResponseWriter, r *http.Request) {
	host := r.Header.Get("X-Upstream")
	// ruleid: go-ssrf-request-url
	resp, err := client.Get("http://" + host + "/preview")
	if err == nil {
		resp.Body.Close()
	}
}

func UserProfile(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	// ok: go-ssrf-request-url
	resp, err := http.Get("https://api.example.com/users/" + url.PathEscape(id))
	if err == nil {
		resp.Body.Close()
	}
}

func Search(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	// ok: go-ssrf-request-url
	resp, err := client.Get(fmt.Sprintf("https://search.internal.example.com/v1?q=%s", url.QueryEscape(q)))
	if err == nil {
		resp.Body.Close()
	}
}

const inventoryAPI = "https://inventory.internal.example.com"

func Item(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "id must be a number", http.StatusBadRequest)
		return
	}
	// ok: go-ssrf-request-url
	resp, err := http.Get(fmt.Sprintf("%s/items/%d", inventoryAPI, id))
	if err == nil {
		resp.Body.Close()
	}
}

func ItemFrom(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		return
	}
	// ruleid: go-ssrf-request-url
	resp, err := http.Get(fmt.Sprintf("%s/items/%d", r.URL.Query().Get("region"), id))
	if err == nil {
		resp.Body.Close()
	}
}

func Health(w http.ResponseWriter, r *http.Request) {
	// ok: go-ssrf-request-url
	resp, err := http.Get("http://localhost:8080/healthz")
	if err == nil {
		resp.Body.Close()
	}
}
