package config

import (
	"database/sql"
	"os"
)

// ruleid: go-hardcoded-credential
const dbPassword = "s3cr3t-Pr0d-2024"

type SMTPConfig struct {
	Host     string
	User     string
	Password string
}

func Mailer() SMTPConfig {
	return SMTPConfig{
		Host: "smtp.example.com",
		User: "mailer",
		// ruleid: go-hardcoded-credential
		Password: "hunter2hunter2",
	}
}

func StripeClient() string {
	// ruleid: go-hardcoded-credential
	apiKey := "sk_live_51HxQ2wJ9kLmNoPq"
	return apiKey
}

type Client struct{ ClientSecret string }

func Configure(c *Client) {
	// ruleid: go-hardcoded-credential
	c.ClientSecret = "9f86d081884c7d659a2feaa0c55ad015"
}

func MailerFromEnv() SMTPConfig {
	return SMTPConfig{
		Host: "smtp.example.com",
		// ok: go-hardcoded-credential
		Password: os.Getenv("SMTP_PASSWORD"),
	}
}

// ok: go-hardcoded-credential
const passwordMinLength = "12"

func Open() (*sql.DB, error) {
	// ok: go-hardcoded-credential
	password := os.Getenv("DB_PASSWORD")
	return sql.Open("postgres", "user=app password="+password)
}

func Defaults() SMTPConfig {
	return SMTPConfig{
		// ok: go-hardcoded-credential
		Password: "changeme",
	}
}

func Reset(c *Client) {
	// ok: go-hardcoded-credential
	c.ClientSecret = ""
}
