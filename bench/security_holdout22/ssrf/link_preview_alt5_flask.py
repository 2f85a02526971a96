import re
from urllib.parse import urlparse

import requests
from flask import Blueprint, jsonify, request
from flask_login import login_required

previews_bp = Blueprint("previews", __name__, url_prefix="/api/previews")

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)
OG_RE = re.compile(r'<meta\s+property="og:(title|description|image)"\s+content="([^"]*)"', re.IGNORECASE)
MAX_BYTES = 512 * 1024


@previews_bp.post("/")
@login_required
def build_preview():
    payload = request.get_json(silent=True) or {}
    url = str(payload.get("url", "")).strip()
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        return jsonify({"error": "url must be an absolute http(s) URL"}), 422

    try:
        resp = requests.get(url, timeout=5, stream=True, headers={"User-Agent": "ChatPreviewBot/1.2"})
        resp.raise_for_status()
    except requests.RequestException as exc:
        return jsonify({"error": f"could not fetch page: {exc.__class__.__name__}"}), 502

    if "text/html" not in resp.headers.get("Content-Type", ""):
        return jsonify({"url": url, "title": None, "content_type": resp.headers.get("Content-Type")})

    html = resp.raw.read(MAX_BYTES, decode_content=True).decode(resp.encoding or "utf-8", "replace")
    og = {key.lower(): value for key, value in OG_RE.findall(html)}
    title_match = TITLE_RE.search(html)
    return jsonify(
        {
            "url": resp.url,
            "title": og.get("title") or (title_match.group(1).strip() if title_match else None),
            "description": og.get("description"),
            "image": og.get("image"),
            "snippet": html[:300],
        }
    )
