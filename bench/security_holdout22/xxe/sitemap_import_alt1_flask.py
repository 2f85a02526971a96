import logging

from flask import Blueprint, abort, jsonify, request
from flask_login import current_user, login_required
from lxml import etree

from .models import SitemapEntry, db

logger = logging.getLogger(__name__)

seo_bp = Blueprint("seo", __name__, url_prefix="/admin/seo")

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
ALLOWED_TYPES = {"application/xml", "text/xml"}
MAX_UPLOAD = 5 * 1024 * 1024


@seo_bp.post("/sitemap")
@login_required
def import_sitemap():
    if not current_user.is_admin:
        abort(403)

    upload = request.files.get("sitemap")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        abort(400, description="attach the sitemap as an .xml file")
    if upload.mimetype not in ALLOWED_TYPES:
        abort(415)

    raw = upload.stream.read(MAX_UPLOAD + 1)
    if len(raw) > MAX_UPLOAD:
        abort(413)

    # Some generators ship a DTD with shared entity definitions for the hostnames.
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=False)
    try:
        doc = etree.fromstring(raw, parser)
    except etree.XMLSyntaxError as exc:
        abort(400, description=f"sitemap is not well-formed: {exc}")

    SitemapEntry.query.delete()
    added = 0
    for url in doc.iterfind("sm:url", SITEMAP_NS):
        loc = url.findtext("sm:loc", namespaces=SITEMAP_NS)
        if not loc:
            continue
        db.session.add(
            SitemapEntry(
                loc=loc.strip(),
                lastmod=url.findtext("sm:lastmod", namespaces=SITEMAP_NS),
                priority=url.findtext("sm:priority", namespaces=SITEMAP_NS),
            )
        )
        added += 1
    db.session.commit()
    logger.info("sitemap imported by %s: %d urls", current_user.email, added)
    return jsonify({"imported": added})
