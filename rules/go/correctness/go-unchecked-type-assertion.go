package payload

import (
	"encoding/json"
	"fmt"
)

func EventName(raw []byte) (string, error) {
	var body map[string]interface{}
	if err := json.Unmarshal(raw, &body); err != nil {
		return "", err
	}
	// ruleid: go-unchecked-type-assertion
	name := body["event"].(string)
	// ruleid: go-unchecked-type-assertion
	repo := body["repository"].(map[string]interface{})
	return fmt.Sprint(name, repo), nil
}

func Count(raw []byte) int {
	var v any
	json.Unmarshal(raw, &v)
	// ruleid: go-unchecked-type-assertion
	return int(v.(float64))
}

func EventNameSafe(raw []byte) (string, error) {
	var body map[string]interface{}
	if err := json.Unmarshal(raw, &body); err != nil {
		return "", err
	}
	// ok: go-unchecked-type-assertion
	name, ok := body["event"].(string)
	if !ok {
		return "", fmt.Errorf("event is not a string")
	}
	return name, nil
}

func Describe(v interface{}) string {
	// ok: go-unchecked-type-assertion
	switch t := v.(type) {
	case string:
		return t
	default:
		return fmt.Sprint(t)
	}
}

type Event struct {
	Name string `json:"event"`
}

func EventNameTyped(raw []byte) (string, error) {
	var e Event
	err := json.Unmarshal(raw, &e)
	// ok: go-unchecked-type-assertion
	return e.Name, err
}

func Lookup(m map[string]any, key string) int {
	// ok: go-unchecked-type-assertion
	if n, ok := m[key].(int); ok {
		return n
	}
	return 0
}

func describe(payload map[string]interface{}) string {
	// ok: go-unchecked-type-assertion
	switch v := payload["age"].(type) {
	case float64:
		return "number"
	case string:
		return v
	}
	// ok: go-unchecked-type-assertion
	count := len(payload)
	_ = count
	return ""
}
