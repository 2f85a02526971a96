import logging
from typing import Dict

from fastapi import FastAPI, HTTPException, Query, Response

logger = logging.getLogger("content")

app = FastAPI(title="Help center")

AVAILABLE_LANGUAGES = {"en", "de", "fr", "pt-BR", "zh-Hans"}
DEFAULT_LANGUAGE = "en"

ARTICLES: Dict[str, Dict[str, str]] = {
    "getting-started": {
        "en": "Welcome! Start by creating a workspace.",
        "de": "Willkommen! Legen Sie zuerst einen Arbeitsbereich an.",
        "fr": "Bienvenue ! Commencez par créer un espace de travail.",
    },
    "billing": {
        "en": "Invoices are issued on the first of each month.",
        "de": "Rechnungen werden am Monatsersten erstellt.",
    },
}


def localized_body(slug: str, lang: str) -> str:
    versions = ARTICLES.get(slug)
    if versions is None:
        raise HTTPException(status_code=404, detail="article not found")
    return versions.get(lang) or versions[DEFAULT_LANGUAGE]


@app.get("/help/{slug}")
def help_article(slug: str, response: Response, lang: str = Query(DEFAULT_LANGUAGE, max_length=35)):
    response.headers["Content-Language"] = lang
    response.headers["Vary"] = "Accept-Language"
    if lang not in AVAILABLE_LANGUAGES:
        logger.info("article %s requested in unsupported language %r", slug, lang)
        lang = DEFAULT_LANGUAGE
    body = localized_body(slug, lang)
    return {"slug": slug, "language": lang, "body": body}


@app.get("/help")
def help_index():
    return {
        "articles": [
            {"slug": slug, "languages": sorted(versions)} for slug, versions in ARTICLES.items()
        ]
    }
