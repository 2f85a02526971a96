package deploy

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
)

type Job struct {
	Branch string
	Files  []string
}

func Checkout(ctx context.Context, job Job) error {
	// ruleid: go-command-shell-non-constant
	return exec.CommandContext(ctx, "bash", "-c", "git checkout "+job.Branch).Run()
}

func Lint(files []string) ([]byte, error) {
	script := fmt.Sprintf("golangci-lint run %s", strings.Join(files, " "))
	// ruleid: go-command-shell-non-constant
	return exec.Command("/bin/sh", "-c", script).CombinedOutput()
}

func RunHook(hook string) error {
	// ruleid: go-command-shell-non-constant
	cmd := exec.Command("sh", "-ec", hook)
	return cmd.Run()
}

func CheckoutSafe(ctx context.Context, job Job) error {
	// ok: go-command-shell-non-constant
	return exec.CommandContext(ctx, "git", "checkout", "--", job.Branch).Run()
}

func CleanBuild() error {
	// ok: go-command-shell-non-constant
	return exec.Command("sh", "-c", "make clean && make build").Run()
}

const resetScript = "git reset --hard && git clean -fdx"

func Reset(ctx context.Context) error {
	// ok: go-command-shell-non-constant
	return exec.CommandContext(ctx, "bash", "-c", resetScript).Run()
}

func LintSafe(files []string) ([]byte, error) {
	args := append([]string{"run"}, files...)
	// ok: go-command-shell-non-constant
	return exec.Command("golangci-lint", args...).CombinedOutput()
}
