package api

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"time"
)

type API struct{ db *sql.DB }

func (a *API) ListOrders(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-context-background-in-handler
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	rows, err := a.db.QueryContext(ctx, "SELECT id FROM orders")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	json.NewEncoder(w).Encode([]int{})
}

func Ping(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		// ruleid: go-context-background-in-handler
		if err := db.PingContext(context.TODO()); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	}
}

func (a *API) ListOrdersSafe(w http.ResponseWriter, r *http.Request) {
	// ok: go-context-background-in-handler
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	rows, err := a.db.QueryContext(ctx, "SELECT id FROM orders")
	if err == nil {
		rows.Close()
	}
}

func (a *API) Enqueue(w http.ResponseWriter, r *http.Request) {
	go func() {
		// ok: go-context-background-in-handler
		ctx := context.Background()
		a.db.ExecContext(ctx, "INSERT INTO audit(event) VALUES ($1)", "enqueued")
	}()
	w.WriteHeader(http.StatusAccepted)
}

func Migrate(db *sql.DB) error {
	// ok: go-context-background-in-handler
	_, err := db.ExecContext(context.Background(), "SELECT 1")
	return err
}
