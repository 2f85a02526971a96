package com.acme.billing;

public class Invoice {
    private final long cents;

    public Invoice(long cents) {
        this.cents = cents;
    }

    public long total() {
        return cents;
    }

    public Invoice withTax(double rate) {
        long tax = Math.round(cents * rate);
        return new Invoice(cents + tax);
    }
}
