package batch

import (
	"bufio"
	"database/sql"
	"os"
	"sync"

	"golang.org/x/sync/errgroup"
)

func CountLines(paths []string) (int, error) {
	total := 0
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return 0, err
		}
		// ruleid: go-defer-in-loop
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			total++
		}
	}
	return total, nil
}

func Drain(db *sql.DB, ids []int, mu *sync.Mutex) error {
	for i := 0; i < len(ids); i++ {
		mu.Lock()
		// ruleid: go-defer-in-loop
		defer mu.Unlock()
		rows, err := db.Query("SELECT 1 WHERE $1 > 0", ids[i])
		if err != nil {
			return err
		}
		// ruleid: go-defer-in-loop
		defer rows.Close()
	}
	return nil
}

func CountLinesSafe(paths []string) (int, error) {
	total := 0
	for _, p := range paths {
		n, err := func() (int, error) {
			f, err := os.Open(p)
			if err != nil {
				return 0, err
			}
			// ok: go-defer-in-loop
			defer f.Close()
			c := 0
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				c++
			}
			return c, nil
		}()
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

func Parallel(paths []string) error {
	var g errgroup.Group
	for _, p := range paths {
		p := p
		g.Go(func() error {
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			// ok: go-defer-in-loop
			defer f.Close()
			return nil
		})
	}
	return g.Wait()
}

func Workers(n int, work func(int)) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(id int) {
			// ok: go-defer-in-loop
			defer wg.Done()
			work(id)
		}(i)
	}
	wg.Wait()
}

func ReadOne(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	// ok: go-defer-in-loop
	defer f.Close()
	return nil, nil
}
