package auth

import (
	"math/rand"
	"strings"
)

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

type Issuer struct{ length int }

func GenerateToken(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		// ruleid: go-math-rand-for-secret
		b.WriteByte(alphabet[rand.Intn(len(alphabet))])
	}
	return b.String()
}

func (i *Issuer) NewSessionID() []byte {
	buf := make([]byte, i.length)
	// ruleid: go-math-rand-for-secret
	rand.Read(buf)
	return buf
}

func Register(email string) (string, int) {
	// ruleid: go-math-rand-for-secret
	resetCode := rand.Intn(900000) + 100000
	return email, resetCode
}

func PickServer(servers []string) string {
	// ok: go-math-rand-for-secret
	return servers[rand.Intn(len(servers))]
}

func Jitter(base int) int {
	// ok: go-math-rand-for-secret
	delay := base + rand.Intn(base/2+1)
	return delay
}

func ShuffleQuestions(q []string) {
	// ok: go-math-rand-for-secret
	rand.Shuffle(len(q), func(i, j int) { q[i], q[j] = q[j], q[i] })
}

func NewNonceLength() int {
	// ok: go-math-rand-for-secret
	return 12
}
