import json
import urllib.request
from urllib.error import URLError
from urllib.parse import parse_qs

STATUS_PAGES = {
    "stripe": "https://status.stripe.com/api/v2/status.json",
    "github": "https://www.githubstatus.com/api/v2/status.json",
    "twilio": "https://status.twilio.com/api/v2/status.json",
}


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    provider = params.get("provider", ["github"])[0].lower()
    status_url = STATUS_PAGES.get(provider)
    if status_url is None:
        start_response("404 Not Found", [("Content-Type", "application/json")])
        return [json.dumps({"error": "unknown provider"}).encode()]
    try:
        with urllib.request.urlopen(status_url, timeout=5) as upstream:
            payload = json.load(upstream)
        result = {"provider": provider, "indicator": payload["status"]["indicator"]}
    except (URLError, KeyError, ValueError) as exc:
        result = {"provider": provider, "error": str(exc)}
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps(result).encode()]
