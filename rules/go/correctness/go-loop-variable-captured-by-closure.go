package notify

import (
	"fmt"
	"sync"

	"golang.org/x/sync/errgroup"
)

type User struct{ Email string }

func send(email string) error { fmt.Println(email); return nil }

func NotifyAll(users []User) {
	var wg sync.WaitGroup
	for _, u := range users {
		wg.Add(1)
		// ruleid: go-loop-variable-captured-by-closure
		go func() {
			defer wg.Done()
			send(u.Email)
		}()
	}
	wg.Wait()
}

func NotifyIndexed(users []User) error {
	var g errgroup.Group
	for i := 0; i < len(users); i++ {
		// ruleid: go-loop-variable-captured-by-closure
		g.Go(func() error {
			return send(users[i].Email)
		})
	}
	return g.Wait()
}

func NotifyArg(users []User) {
	var wg sync.WaitGroup
	for _, u := range users {
		wg.Add(1)
		// ok: go-loop-variable-captured-by-closure
		go func(u User) {
			defer wg.Done()
			send(u.Email)
		}(u)
	}
	wg.Wait()
}

func NotifyCopy(users []User) error {
	var g errgroup.Group
	for _, u := range users {
		u := u
		// ok: go-loop-variable-captured-by-closure
		g.Go(func() error {
			return send(u.Email)
		})
	}
	return g.Wait()
}

func NotifyNoCapture(users []User, done chan struct{}) {
	for range users {
		// ok: go-loop-variable-captured-by-closure
		go func() {
			done <- struct{}{}
		}()
	}
}
