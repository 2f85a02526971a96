from django.contrib import admin
from django.utils.html import format_html

from .models import SupportTicket


@admin.register(SupportTicket)
class SupportTicketAdmin(admin.ModelAdmin):
    list_display = ("id", "subject_preview", "customer_email", "status", "created")
    list_filter = ("status",)
    search_fields = ("subject", "customer_email")

    @admin.display(description="Subject")
    def subject_preview(self, obj):
        short = obj.subject if len(obj.subject) <= 40 else obj.subject[:40] + "..."
        return format_html('<span title="' + obj.subject + '">' + short + "</span>")
