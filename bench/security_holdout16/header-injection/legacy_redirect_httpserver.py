from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MOVED = {"/old-pricing": "/pricing", "/old-blog": "/blog"}


class RedirectHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        parts = urlsplit(self.path)
        target = MOVED.get(parts.path, "/")
        campaign = parse_qs(parts.query).get("utm_campaign", [""])[0]
        if "\r" in campaign:
            campaign = ""
        self.send_response(301)
        self.send_header("Location", target)
        self.send_header("X-Campaign", campaign)
        self.end_headers()


if __name__ == "__main__":
    ThreadingHTTPServer(("0.0.0.0", 8000), RedirectHandler).serve_forever()
