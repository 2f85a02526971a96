package vault

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	"crypto/rand"
	"crypto/rc4"
	"io"

	"golang.org/x/crypto/chacha20poly1305"
)

func EncryptLegacy(key, plain []byte) ([]byte, error) {
	// ruleid: go-weak-cipher-des-rc4
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(plain))
	block.Encrypt(out, plain)
	return out, nil
}

func EncryptTriple(key []byte) (cipher.Block, error) {
	// ruleid: go-weak-cipher-des-rc4
	return des.NewTripleDESCipher(key)
}

func Obfuscate(key, data []byte) ([]byte, error) {
	// ruleid: go-weak-cipher-des-rc4
	c, err := rc4.NewCipher(key)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(data))
	c.XORKeyStream(out, data)
	return out, nil
}

func Encrypt(key, plain []byte) ([]byte, error) {
	// ok: go-weak-cipher-des-rc4
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func Seal(key, nonce, plain []byte) ([]byte, error) {
	// ok: go-weak-cipher-des-rc4
	aead, err := chacha20poly1305.New(key)
	if err != nil {
		return nil, err
	}
	return aead.Seal(nil, nonce, plain, nil), nil
}

func BlockSize() int {
	// ok: go-weak-cipher-des-rc4
	return des.BlockSize
}
