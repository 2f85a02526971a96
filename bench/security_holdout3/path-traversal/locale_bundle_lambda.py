import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
LOCALES = {"en", "de", "fr", "es", "nl"}
DEFAULT_LOCALE = "en"


def _pick_locale(event):
    params = event.get("queryStringParameters") or {}
    lang = (params.get("lang") or "").lower()
    if lang not in LOCALES:
        header = (event.get("headers") or {}).get("accept-language", "")
        lang = header[:2].lower()
    return lang if lang in LOCALES else DEFAULT_LOCALE


def handler(event, context):
    lang = _pick_locale(event)
    with open(os.path.join(HERE, "locales", f"{lang}.json"), encoding="utf-8") as fh:
        bundle = json.load(fh)
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json", "Cache-Control": "max-age=3600"},
        "body": json.dumps({"locale": lang, "messages": bundle}),
    }
