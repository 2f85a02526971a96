package body

import (
	"io"
	"io/ioutil"
	"net/http"
	"strings"
)

func Read(resp *http.Response) ([]byte, error) {
	// ruleid: go-ioutil-deprecated-io
	return ioutil.ReadAll(resp.Body)
}

func Drain(resp *http.Response) {
	// ruleid: go-ioutil-deprecated-io
	io.Copy(ioutil.Discard, resp.Body)
}

func Wrap(s string) io.ReadCloser {
	// ruleid: go-ioutil-deprecated-io
	return ioutil.NopCloser(strings.NewReader(s))
}

func ReadNew(resp *http.Response) ([]byte, error) {
	// ok: go-ioutil-deprecated-io
	return io.ReadAll(resp.Body)
}

func DrainNew(resp *http.Response) {
	// ok: go-ioutil-deprecated-io
	io.Copy(io.Discard, resp.Body)
}

func WrapNew(s string) io.ReadCloser {
	// ok: go-ioutil-deprecated-io
	return io.NopCloser(strings.NewReader(s))
}
