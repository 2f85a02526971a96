import requests
import yaml
from celery import shared_task
from django.conf import settings

from catalog.models import VendorProduct


@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True)
def refresh_vendor_catalog(vendor_code):
    vendor = settings.VENDOR_FEEDS[vendor_code]
    resp = requests.get(vendor["url"], timeout=30)
    resp.raise_for_status()
    catalog = yaml.load(resp.text, Loader=yaml.SafeLoader)

    updated = 0
    for item in catalog.get("products", []):
        VendorProduct.objects.update_or_create(
            vendor=vendor_code,
            vendor_sku=str(item["sku"]),
            defaults={"name": str(item.get("name", "")), "list_price": item.get("price", 0)},
        )
        updated += 1
    return updated
