package main

import (
	"log"
	"net/http"
	"time"
)

func routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusOK) })
	return mux
}

func serveSimple() {
	// ruleid: go-http-server-without-timeouts
	log.Fatal(http.ListenAndServe(":8080", routes()))
}

func serveTLS() {
	// ruleid: go-http-server-without-timeouts
	log.Fatal(http.ListenAndServeTLS(":8443", "cert.pem", "key.pem", routes()))
}

func serveStruct() error {
	// ruleid: go-http-server-without-timeouts
	srv := &http.Server{Addr: ":8080", Handler: routes(), WriteTimeout: 10 * time.Second}
	return srv.ListenAndServe()
}

func serveWithTimeouts() error {
	// ok: go-http-server-without-timeouts
	srv := &http.Server{
		Addr:              ":8080",
		Handler:           routes(),
		ReadHeaderTimeout: 5 * time.Second,
		IdleTimeout:       60 * time.Second,
	}
	return srv.ListenAndServe()
}

func serveReadTimeout() error {
	// ok: go-http-server-without-timeouts
	srv := http.Server{Addr: ":8080", ReadTimeout: 15 * time.Second}
	return srv.ListenAndServe()
}

func serveConfiguredLater() error {
	// ok: go-http-server-without-timeouts
	srv := &http.Server{Addr: ":8080", Handler: routes()}
	srv.ReadHeaderTimeout = 3 * time.Second
	return srv.ListenAndServe()
}
