package handlers

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"syscall"

	"github.com/gin-gonic/gin"
	"github.com/gorilla/mux"
)

func RunTool(w http.ResponseWriter, r *http.Request) {
	tool := r.URL.Query().Get("tool")
	// ruleid: go-command-injection-request-input
	out, err := exec.Command(tool, "--version").Output()
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Write(out)
}

func Ping(w http.ResponseWriter, r *http.Request) {
	host := r.FormValue("host")
	// ruleid: go-command-injection-request-input
	cmd := exec.CommandContext(r.Context(), "sh", "-c", "ping -c 1 "+host)
	_ = cmd.Run()
}

func Convert(c *gin.Context) {
	format := c.Query("format")
	// ruleid: go-command-injection-request-input
	exec.Command("/bin/bash", "-c", "convert in.png out."+format).Run()
}

func Archive(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	// ruleid: go-command-injection-request-input
	exec.CommandContext(context.Background(), vars["binary"]).Run()
}

var allowedTools = map[string]string{"git": "/usr/bin/git", "hg": "/usr/bin/hg"}

func RunAllowed(w http.ResponseWriter, r *http.Request) {
	path, ok := allowedTools["git"]
	if !ok {
		return
	}
	// ok: go-command-injection-request-input
	out, _ := exec.Command(path, "--version").Output()
	w.Write(out)
}

func PingSafe(w http.ResponseWriter, r *http.Request) {
	host := r.FormValue("host")
	// ok: go-command-injection-request-input
	cmd := exec.CommandContext(r.Context(), "ping", "-c", "1", "--", host)
	_ = cmd.Run()
}

func Tail(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil {
		return
	}
	// ok: go-command-injection-request-input
	exec.Command("sh", "-c", "tail -n "+strconv.Itoa(n)+" /var/log/app.log").Run()
}

func Reindex(w http.ResponseWriter, r *http.Request) {
	priority, err := strconv.ParseInt(r.FormValue("priority"), 10, 8)
	if err != nil {
		http.Error(w, "priority must be a number", http.StatusBadRequest)
		return
	}
	// ok: go-command-injection-request-input
	exec.Command("sh", "-c", fmt.Sprintf("nice -n %d /usr/local/bin/reindex", priority)).Run()
}

func ReindexRaw(w http.ResponseWriter, r *http.Request) {
	priority := r.FormValue("priority")
	// ruleid: go-command-injection-request-input
	exec.Command("sh", "-c", fmt.Sprintf("nice -n %s /usr/local/bin/reindex", priority)).Run()
}

func Upgrade(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-command-injection-request-input
	syscall.Exec(r.FormValue("binary"), []string{"server", "--graceful"}, os.Environ())
}

func Restart(w http.ResponseWriter, r *http.Request) {
	// ok: go-command-injection-request-input
	syscall.Exec("/proc/self/exe", []string{"server", "--graceful", "--reason", r.FormValue("reason")}, os.Environ())
}

func Report(w http.ResponseWriter, r *http.Request) {
	reportID := r.FormValue("id")
	// ok: go-command-injection-request-input
	out, _ := exec.Command("/usr/local/bin/render-report", "--id="+reportID).Output()
	w.Write(out)
}

func Version(w http.ResponseWriter, r *http.Request) {
	// ok: go-command-injection-request-input
	out, _ := exec.Command("git", "rev-parse", "HEAD").Output()
	w.Write(out)
}
