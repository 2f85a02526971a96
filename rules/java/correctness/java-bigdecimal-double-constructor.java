package com.example.billing;

import java.math.BigDecimal;

public class Prices {
    public BigDecimal vat() {
        // ruleid: java-bigdecimal-double-constructor
        return new BigDecimal(0.2);
    }

    public BigDecimal of(double amount) {
        // ruleid: java-bigdecimal-double-constructor
        return new BigDecimal(amount);
    }

    public BigDecimal vatSafe() {
        // ok: java-bigdecimal-double-constructor
        return new BigDecimal("0.2");
    }

    public BigDecimal ofCents(long cents) {
        // ok: java-bigdecimal-double-constructor
        return new BigDecimal(cents).movePointLeft(2);
    }
}
