package fanout

import (
	"net/http"
	"sync"
	"sync/atomic"
)

func FetchAll(urls []string) []int {
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := make([]int, 0, len(urls))
	for _, u := range urls {
		// ruleid: go-waitgroup-add-inside-goroutine
		go func(u string) {
			wg.Add(1)
			defer wg.Done()
			resp, err := http.Get(u)
			if err != nil {
				return
			}
			resp.Body.Close()
			mu.Lock()
			codes = append(codes, resp.StatusCode)
			mu.Unlock()
		}(u)
	}
	wg.Wait()
	return codes
}

type Pool struct{ wg sync.WaitGroup }

func (p *Pool) Submit(job func()) {
	// ruleid: go-waitgroup-add-inside-goroutine
	go func() {
		defer p.wg.Done()
		p.wg.Add(1)
		job()
	}()
}

func FetchAllSafe(urls []string) {
	var wg sync.WaitGroup
	for _, u := range urls {
		wg.Add(1)
		// ok: go-waitgroup-add-inside-goroutine
		go func(u string) {
			defer wg.Done()
			if resp, err := http.Get(u); err == nil {
				resp.Body.Close()
			}
		}(u)
	}
	wg.Wait()
}

func (p *Pool) SubmitSafe(job func()) {
	p.wg.Add(1)
	// ok: go-waitgroup-add-inside-goroutine
	go func() {
		defer p.wg.Done()
		job()
	}()
}

type Stats struct {
	wg       sync.WaitGroup
	inflight atomic.Int64
}

func (s *Stats) Track(job func()) {
	s.wg.Add(1)
	// ok: go-waitgroup-add-inside-goroutine
	go func() {
		defer s.wg.Done()
		s.inflight.Add(1)
		job()
		s.inflight.Add(-1)
	}()
}
