//! Fitting `y = c * 2^(e * x)` to measurements, as the classic search papers fitted time and
//! memory against depth: least squares on `log2 y = log2 c + e * x`.

/// The fitted exponent `e` and factor `c` of `y = c * 2^(e * x)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExponentialFit {
    /// Growth per unit of x, in powers of two.
    pub e: f64,
    /// The value at x = 0.
    pub c: f64,
}

impl ExponentialFit {
    /// The fitted curve's value at `x`.
    pub fn at(&self, x: f64) -> f64 {
        self.c * 2f64.powf(self.e * x)
    }
}

/// Fits the points with positive `y`; `None` with fewer than two such points at different x.
pub fn fit_exponential(points: &[(f64, f64)]) -> Option<ExponentialFit> {
    let logs: Vec<(f64, f64)> = points.iter().filter(|&&(_, y)| y > 0.0).map(|&(x, y)| (x, y.log2())).collect();
    let n = logs.len() as f64;
    let mean_x = logs.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = logs.iter().map(|p| p.1).sum::<f64>() / n;
    let spread: f64 = logs.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    if logs.len() < 2 || spread == 0.0 {
        return None;
    }
    let e = logs.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum::<f64>() / spread;
    Some(ExponentialFit { e, c: 2f64.powf(mean_y - e * mean_x) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exact_curve_is_recovered() {
        let points: Vec<(f64, f64)> = (1..=10).map(|d| (f64::from(d), 3.0 * 2f64.powf(0.7 * f64::from(d)))).collect();
        let fit = fit_exponential(&points).unwrap();
        assert!((fit.e - 0.7).abs() < 1e-9 && (fit.c - 3.0).abs() < 1e-9, "{fit:?}");
        assert!((fit.at(4.0) - points[3].1).abs() < 1e-6);
    }

    #[test]
    fn noise_averages_out_and_degenerate_input_is_refused() {
        let points = [(1.0, 2.0), (2.0, 8.0), (3.0, 16.0), (4.0, 64.0), (5.0, 0.0)];
        let fit = fit_exponential(&points).unwrap();
        assert!(fit.e > 1.4 && fit.e < 1.8, "{fit:?}");
        assert_eq!(fit_exponential(&[(1.0, 5.0)]), None);
        assert_eq!(fit_exponential(&[(2.0, 5.0), (2.0, 9.0)]), None);
        assert_eq!(fit_exponential(&[]), None);
    }
}
