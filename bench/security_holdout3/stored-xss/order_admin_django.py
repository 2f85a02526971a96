from django.contrib import admin
from django.utils.html import format_html

from .models import Order


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "gift_note_preview", "customer_email", "total", "placed_at")
    list_filter = ("placed_at",)
    search_fields = ("number", "customer_email")

    @admin.display(description="Gift note")
    def gift_note_preview(self, obj):
        note = obj.gift_note or ""
        short = note if len(note) <= 40 else note[:40] + "..."
        return format_html('<span title="{}">{}</span>', note, short)
