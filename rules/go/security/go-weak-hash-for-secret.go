package users

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"

	"golang.org/x/crypto/bcrypt"
)

type Account struct {
	Email        string
	Password     string
	PasswordHash string
}

func HashPassword(password string) string {
	// ruleid: go-weak-hash-for-secret
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:])
}

func (a *Account) Seal() {
	h := sha1.New()
	// ruleid: go-weak-hash-for-secret
	io.WriteString(h, a.Password)
	a.PasswordHash = hex.EncodeToString(h.Sum(nil))
}

func APIKeyDigest(apiKey []byte) []byte {
	h := md5.New()
	// ruleid: go-weak-hash-for-secret
	h.Write(apiKey)
	return h.Sum(nil)
}

func HashPasswordSafe(password string) ([]byte, error) {
	// ok: go-weak-hash-for-secret
	return bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
}

func FileChecksum(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := md5.New()
	// ok: go-weak-hash-for-secret
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func ETag(body []byte) string {
	// ok: go-weak-hash-for-secret
	return hex.EncodeToString(sha1.New().Sum(body))
}

func TokenFingerprint(secret string) [32]byte {
	// ok: go-weak-hash-for-secret
	return sha256.Sum256([]byte(secret))
}
