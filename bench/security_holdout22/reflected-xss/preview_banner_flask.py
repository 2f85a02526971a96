from flask import Blueprint, render_template_string, request
from flask.views import MethodView
from flask_login import login_required

banners_bp = Blueprint("banners", __name__, url_prefix="/admin/banners")

BANNER_TEMPLATE = """
<!doctype html>
<html>
<head><meta charset="utf-8"><title>Banner preview</title></head>
<body>
  <div class="banner banner-{{ level }}" role="status">
    <strong>{{ headline }}</strong>
    {% if link %}<a href="{{ link }}">{{ link_text or "Learn more" }}</a>{% endif %}
  </div>
  <p class="meta">Preview only — shown to {{ audience }}.</p>
</body>
</html>
"""
LEVELS = ("info", "warning", "critical")


class BannerPreviewView(MethodView):
    decorators = [login_required]

    def get(self):
        level = request.args.get("level", "info")
        if level not in LEVELS:
            level = "info"
        link = request.args.get("link", "")
        if link and not link.startswith(("https://", "/")):
            link = ""

        return render_template_string(
            BANNER_TEMPLATE,
            level=level,
            headline=request.args.get("headline", "Scheduled maintenance"),
            link=link,
            link_text=request.args.get("link_text"),
            audience=request.args.get("audience", "all users"),
        )


banners_bp.add_url_rule("/preview", view_func=BannerPreviewView.as_view("preview"))
