package client

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"os"
	"time"
)

func NewInsecureClient() *http.Client {
	tr := &http.Transport{
		// ruleid: go-tls-insecure-skip-verify
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true, MinVersion: tls.VersionTLS12},
	}
	return &http.Client{Transport: tr, Timeout: 10 * time.Second}
}

func PatchDefault() {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.TLSClientConfig = &tls.Config{}
	// ruleid: go-tls-insecure-skip-verify
	tr.TLSClientConfig.InsecureSkipVerify = true
	http.DefaultClient.Transport = tr
}

func NewClientWithCA(caFile string) (*http.Client, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pem)
	// ok: go-tls-insecure-skip-verify
	conf := &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: conf}}, nil
}

func StrictConfig() *tls.Config {
	// ok: go-tls-insecure-skip-verify
	return &tls.Config{InsecureSkipVerify: false, ServerName: "api.example.com"}
}
