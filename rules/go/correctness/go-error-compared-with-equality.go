package repo

import (
	"database/sql"
	"errors"
	"io"
	"os"
)

var ErrNotFound = errors.New("not found")

func Find(db *sql.DB, id int) (string, error) {
	var name string
	err := db.QueryRow("SELECT name FROM users WHERE id = $1", id).Scan(&name)
	// ruleid: go-error-compared-with-equality
	if err == sql.ErrNoRows {
		return "", ErrNotFound
	}
	return name, err
}

func ReadAll(r io.Reader) ([]byte, error) {
	buf := make([]byte, 0, 512)
	tmp := make([]byte, 512)
	for {
		n, err := r.Read(tmp)
		buf = append(buf, tmp[:n]...)
		// ruleid: go-error-compared-with-equality
		if err != nil && err != io.EOF {
			return nil, err
		}
		if err != nil {
			return buf, nil
		}
	}
}

func Handle(err error) int {
	// ruleid: go-error-compared-with-equality
	if err == ErrNotFound {
		return 404
	}
	return 500
}

func FindSafe(db *sql.DB, id int) (string, error) {
	var name string
	err := db.QueryRow("SELECT name FROM users WHERE id = $1", id).Scan(&name)
	// ok: go-error-compared-with-equality
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	// ok: go-error-compared-with-equality
	if err != nil {
		return "", err
	}
	return name, nil
}

func Exists(path string) bool {
	_, err := os.Stat(path)
	// ok: go-error-compared-with-equality
	return !errors.Is(err, os.ErrNotExist)
}

type wrapped struct{ err error }

// Is lets errors.Is see through the wrapper; equality is the contract here.
func (w wrapped) Is(target error) bool {
	// ok: go-error-compared-with-equality
	return w.err == target
}
