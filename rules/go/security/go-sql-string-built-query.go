package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"

	"github.com/jmoiron/sqlx"
	"gorm.io/gorm"
)

type User struct {
	ID   int
	Name string
}

type Repo struct {
	db  *sql.DB
	dbx *sqlx.DB
	orm *gorm.DB
}

func (r *Repo) FindByName(name string) (*sql.Rows, error) {
	// ruleid: go-sql-string-built-query
	return r.db.Query(fmt.Sprintf("SELECT id, name FROM users WHERE name = '%s'", name))
}

func (r *Repo) FindByNameConcat(ctx context.Context, name string) *sql.Row {
	query := "SELECT id, name FROM users WHERE name = '" + name + "'"
	// ruleid: go-sql-string-built-query
	return r.db.QueryRowContext(ctx, query)
}

func (r *Repo) DeleteUser(w http.ResponseWriter, req *http.Request) {
	id := req.URL.Query().Get("id")
	// ruleid: go-sql-string-built-query
	_, err := r.db.ExecContext(req.Context(), "DELETE FROM users WHERE id = "+id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

func (r *Repo) ListSorted(order string) ([]User, error) {
	var users []User
	q := fmt.Sprintf("SELECT id, name FROM users ORDER BY %s", order)
	// ruleid: go-sql-string-built-query
	err := r.dbx.Select(&users, q)
	return users, err
}

func (r *Repo) Search(terms []string) []User {
	var users []User
	where := make([]string, 0, len(terms))
	for _, t := range terms {
		where = append(where, "name LIKE '%"+t+"%'")
	}
	// ruleid: go-sql-string-built-query
	r.orm.Raw("SELECT * FROM users WHERE " + strings.Join(where, " OR ")).Scan(&users)
	return users
}

func (r *Repo) Rename(id int, name string) error {
	// ruleid: go-sql-string-built-query
	return r.orm.Exec(fmt.Sprintf("UPDATE users SET name = '%s' WHERE id = %d", name, id)).Error
}

func (r *Repo) FindByNameSafe(name string) (*sql.Rows, error) {
	// ok: go-sql-string-built-query
	return r.db.Query("SELECT id, name FROM users WHERE name = $1", name)
}

func (r *Repo) FindByNameContextSafe(ctx context.Context, name string) *sql.Row {
	const query = "SELECT id, name FROM users " +
		"WHERE name = ?"
	// ok: go-sql-string-built-query
	return r.db.QueryRowContext(ctx, query, name)
}

func (r *Repo) ListSafe() ([]User, error) {
	var users []User
	// ok: go-sql-string-built-query
	err := r.dbx.Select(&users, "SELECT id, name FROM users WHERE active = ?", true)
	return users, err
}

func (r *Repo) RenameSafe(id int, name string) error {
	// ok: go-sql-string-built-query
	return r.orm.Exec("UPDATE users SET name = ? WHERE id = ?", name, id).Error
}

func (r *Repo) Count() (int, error) {
	var n int
	// ok: go-sql-string-built-query
	err := r.db.QueryRow("SELECT count(*) FROM users").Scan(&n)
	return n, err
}

func (r *Repo) GetOne(ctx context.Context, id int) (User, error) {
	var u User
	// ok: go-sql-string-built-query
	err := r.dbx.GetContext(ctx, &u, "SELECT id, name FROM users WHERE id = $1", id)
	return u, err
}

func (r *Repo) Describe(id int) string {
	msg := fmt.Sprintf("user %d", id)
	// ok: go-sql-string-built-query
	return strings.ToUpper(msg)
}

type Cache interface {
	Get(ctx context.Context, key string) (string, error)
}

func CachedName(ctx context.Context, c Cache, id int) (string, error) {
	// ok: go-sql-string-built-query
	return c.Get(ctx, fmt.Sprintf("user:%d:name", id))
}
