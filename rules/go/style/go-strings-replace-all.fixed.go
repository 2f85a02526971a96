package text

import (
	"bytes"
	"strings"
)

func Slug(title string) string {
	// ruleid: go-strings-replace-all
	return strings.ToLower(strings.ReplaceAll(title, " ", "-"))
}

func Unix(b []byte) []byte {
	// ruleid: go-strings-replace-all
	return bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
}

func FirstOnly(s string) string {
	// ok: go-strings-replace-all
	return strings.Replace(s, "v", "", 1)
}

func SlugNew(title string) string {
	// ok: go-strings-replace-all
	return strings.ToLower(strings.ReplaceAll(title, " ", "-"))
}
