from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from lxml import etree

TARIFF_CACHE_KEY = "shipping:tariffs"


def _read_tariffs(path):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, remove_comments=True)
    doc = etree.parse(path, parser)
    tariffs = {}
    for zone in doc.getroot().iterfind("zone"):
        tariffs[zone.get("code")] = {
            band.get("max_kg"): band.get("price") for band in zone.iterfind("band")
        }
    return tariffs


@shared_task
def reload_shipping_tariffs():
    tariffs = _read_tariffs(settings.SHIPPING_TARIFF_XML)
    cache.set(TARIFF_CACHE_KEY, tariffs, timeout=None)
    return len(tariffs)
