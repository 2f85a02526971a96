from bottle import Bottle, request, static_file

app = Bottle()
BUNDLE_ROOT = "/srv/frontend/dist"
CACHEABLE = (".js", ".css", ".woff2", ".png")


@app.get("/bundle/<filepath:path>")
def bundle(filepath):
    headers = {}
    if filepath.endswith(CACHEABLE):
        headers["Cache-Control"] = "public, max-age=31536000, immutable"
    download = request.query.get("dl") == "1"
    response = static_file(filepath, root=BUNDLE_ROOT, download=download)
    for key, value in headers.items():
        response.set_header(key, value)
    return response
