from bottle import Bottle, HTTPError, request

app = Bottle()

SORT_KEYS = {
    "name": "lambda row: row['name'].lower()",
    "size": "lambda row: row['size']",
    "modified": "lambda row: row['modified']",
}

FILES = [
    {"name": "Budget.xlsx", "size": 48213, "modified": "2024-03-02"},
    {"name": "agenda.docx", "size": 10422, "modified": "2024-04-11"},
    {"name": "Roadmap.pdf", "size": 902114, "modified": "2024-01-19"},
]


@app.get("/files")
def list_files():
    sort_by = request.query.get("sort", "name")
    if sort_by not in SORT_KEYS:
        raise HTTPError(400, "unknown sort key")
    key_func = eval(SORT_KEYS[sort_by])
    return {"files": sorted(FILES, key=key_func)}
