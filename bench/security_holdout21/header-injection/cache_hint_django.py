import logging

from django.conf import settings
from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.views import View

from .models import Asset

logger = logging.getLogger(__name__)

MIN_MAX_AGE = 0
MAX_MAX_AGE = 7 * 24 * 3600


def parse_max_age(raw, default):
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        return None
    return max(MIN_MAX_AGE, min(MAX_MAX_AGE, value))


class PublicAssetView(View):
    http_method_names = ["get", "head"]

    def get(self, request, slug):
        max_age = parse_max_age(request.GET.get("max_age"), settings.ASSET_DEFAULT_MAX_AGE)
        if max_age is None:
            return HttpResponseBadRequest("max_age must be an integer")
        try:
            asset = Asset.objects.get(slug=slug, published=True)
        except Asset.DoesNotExist:
            raise Http404("asset not found")
        response = HttpResponse(asset.content, content_type=asset.mime_type)
        response["Cache-Control"] = f"public, max-age={max_age}"
        response["ETag"] = f'"{asset.checksum}"'
        logger.debug("served asset %s with max-age %d", slug, max_age)
        return response

    def head(self, request, slug):
        response = self.get(request, slug)
        response.content = b""
        return response


class AssetPurgeView(View):
    http_method_names = ["post"]

    def post(self, request, slug):
        if not request.user.is_staff:
            return HttpResponse(status=403)
        updated = Asset.objects.filter(slug=slug).update(published=False)
        return HttpResponse(status=204 if updated else 404)
