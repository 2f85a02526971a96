package export

import (
	"bufio"
	"encoding/csv"
	"io"
	"os"
)

func WriteReport(path string, rows [][]string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	// ruleid: go-unchecked-close-on-write
	defer f.Close()
	w := csv.NewWriter(f)
	w.WriteAll(rows)
	return w.Error()
}

func AppendLog(path, line string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(line + "\n")
	// ruleid: go-unchecked-close-on-write
	f.Close()
	return err
}

func WriteReportSafe(path string, rows [][]string) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		// ok: go-unchecked-close-on-write
		if cerr := f.Close(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	w := csv.NewWriter(f)
	w.WriteAll(rows)
	return w.Error()
}

func AppendLogSafe(path, line string) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(line + "\n"); err != nil {
		f.Close()
		return err
	}
	// ok: go-unchecked-close-on-write
	return f.Close()
}

func CountBytes(path string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	// ok: go-unchecked-close-on-write
	defer f.Close()
	return io.Copy(io.Discard, bufio.NewReader(f))
}
